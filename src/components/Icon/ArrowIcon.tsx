/** The forward arrow after a call to action or 'Learn more'; decorative (the text says it all). */
export function ArrowIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 10h12M11 5l5 5-5 5" />
    </svg>
  );
}
