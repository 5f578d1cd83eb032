/** The grid's fixed sizes in pixels; every column and every row has the same size. */
export interface TimelineLayout {
  cellWidth: number;
  rowHeight: number;
  nameWidth: number;
  headerHeight: number;
}

export const wideLayout: TimelineLayout = { cellWidth: 56, rowHeight: 44, nameWidth: 220, headerHeight: 52 };

/** A phone (390 px): a narrow name column leaves room for four or five nights. */
export const narrowLayout: TimelineLayout = {
  cellWidth: 50,
  rowHeight: 44,
  nameWidth: 120,
  headerHeight: 52,
};

export const cellId = (row: number, column: number) => `timeline-cell-${row}-${column}`;
