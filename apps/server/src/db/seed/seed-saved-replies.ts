import type { NewSavedReplyRow } from '../schema/saved-replies.table';

/** Replies a host sends again and again, with the placeholders a conversation fills in. */
const DEMO_SAVED_REPLIES: { title: string; body: string }[] = [
  {
    title: 'Thanks for booking',
    body:
      'Hi {guestFirstName},\n\nthank you for booking {unitTitle}! We look forward to welcoming you on ' +
      '{checkIn}. A few days before you arrive I will send you the directions and the check-in details.\n\n' +
      'Best regards,\n{hostName}',
  },
  {
    title: 'Check-in details',
    body:
      'Hi {guestFirstName},\n\nyour stay at {unitTitle} starts on {checkIn}. The address is {address}. ' +
      'Check-in is from 3 pm; please tell me roughly when you expect to arrive so I can meet you ' +
      'with the keys.\n\nSee you soon,\n{hostName}',
  },
  {
    title: 'Check-out reminder',
    body:
      'Hi {guestFirstName},\n\na quick reminder that check-out is on {checkOut} by 10 am. Please leave ' +
      'the keys on the kitchen table. We hope you enjoyed {unitTitle}, and a short review would mean ' +
      'a lot to us!\n\nSafe travels,\n{hostName}',
  },
];

/** The same few saved replies for each of these hosts, in this order. */
export function demoSavedReplies(hostIds: string[], createdAt: Date): NewSavedReplyRow[] {
  return hostIds.flatMap((hostId) =>
    DEMO_SAVED_REPLIES.map((reply, position) => ({
      hostId,
      ...reply,
      position,
      createdAt,
      updatedAt: createdAt,
    })),
  );
}
