// The unit's stay rules page: minimum and maximum stay, notice, preparation days, booking window,
// check-in weekdays, and what each season changes.
export const stayRules = {
  title: 'Stay rules',
  description:
    'Which stays this unit takes. A channel delivering a stay that breaks one of these rules gets a refusal naming it.',
  minStay: 'Minimum stay (nights)',
  maxStay: 'Maximum stay (nights)',
  maxStayHelp: 'Leave empty for no maximum.',
  preparation: 'Preparation days between stays',
  preparationHelp: 'Days kept free after each stay for cleaning and turnover.',
  window: 'Booking window (days ahead)',
  windowHelp: 'How far ahead guests can book. Leave empty for no limit.',
  checkInDays: 'Check-in days',
  onlySomeDays: 'Guests can arrive only on certain weekdays',
  anyDayHelp: 'Guests can arrive on any day.',
  seasons: {
    title: 'Rules for seasons',
    description:
      'A season can ask for other rules for stays that check in during it. An empty maximum follows the unit.',
    empty: 'This unit has no seasons. Add them on the price and availability page.',
    listLabel: 'Seasons',
    dates: '{{start}} to {{end}}',
    maxStayHelp: 'Leave empty to follow the unit.',
    ownCheckInDays: 'Own check-in days in this season',
    asUnitHelp: 'Check-in days as the unit has them.',
  },
} as const;
