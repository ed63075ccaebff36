/**
 * The careers landing's words that count, as functions of the numbers;
 * the rest of the page's words are in `careersPage.ts`.
 */
export const careersLabels = {
  /** 'Showing all 15 roles', 'Showing 6 of 15 roles': announced politely. */
  countLine: (shown: number, total: number) =>
    shown === total ? `Showing all ${total} roles` : `Showing ${shown} of ${total} roles`,
  /** A carousel dot's name: 'Role 3: Senior AI Consultant'. */
  dotLabel: (position: number, title: string) => `Role ${position}: ${title}`,
};
