/** The few icons the kit and the apps need, as inline SVG (20 px, currentColor), decorative only (no icon font). */
function Svg({ d }: { d: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

export function MoreIcon() {
  return (
    <Svg d="M6.25 10a1.25 1.25 0 1 1-2.5 0 1.25 1.25 0 0 1 2.5 0Zm5 0a1.25 1.25 0 1 1-2.5 0 1.25 1.25 0 0 1 2.5 0ZM15 11.25a1.25 1.25 0 1 0 0-2.5 1.25 1.25 0 0 0 0 2.5Z" />
  );
}

export function AddIcon() {
  return (
    <Svg d="M10 2.5a.5.5 0 0 1 .5.5v6.5H17a.5.5 0 0 1 0 1h-6.5V17a.5.5 0 0 1-1 0v-6.5H3a.5.5 0 0 1 0-1h6.5V3a.5.5 0 0 1 .5-.5Z" />
  );
}

export function SubtractIcon() {
  return <Svg d="M3 10a.5.5 0 0 1 .5-.5h13a.5.5 0 0 1 0 1h-13A.5.5 0 0 1 3 10Z" />;
}

export function EditIcon() {
  return (
    <Svg d="M17.18 2.82a2.8 2.8 0 0 0-3.96 0l-9.5 9.5a1.5 1.5 0 0 0-.38.64l-1.32 4.38a.5.5 0 0 0 .62.62l4.38-1.32c.24-.07.46-.2.64-.38l9.52-9.48a2.8 2.8 0 0 0 0-3.96Zm-3.25.7a1.8 1.8 0 1 1 2.55 2.55l-.94.94-2.55-2.55.94-.94Zm-1.65 1.65 2.55 2.55-7.86 7.86a.5.5 0 0 1-.21.13l-3.51 1.05 1.06-3.51a.5.5 0 0 1 .13-.21l7.84-7.87Z" />
  );
}

export function DeleteIcon() {
  return (
    <Svg d="M8.5 4h3a1.5 1.5 0 0 0-3 0Zm-1 0a2.5 2.5 0 0 1 5 0h5a.5.5 0 0 1 0 1h-1.05l-1.2 10.34A3 3 0 0 1 12.27 18H7.73a3 3 0 0 1-2.98-2.66L3.55 5H2.5a.5.5 0 0 1 0-1h5ZM5.74 15.23A2 2 0 0 0 7.73 17h4.54a2 2 0 0 0 1.99-1.77L15.44 5H4.56l1.18 10.23ZM8.5 7.5c.28 0 .5.22.5.5v6a.5.5 0 0 1-1 0V8c0-.28.22-.5.5-.5ZM12 8a.5.5 0 0 0-1 0v6a.5.5 0 0 0 1 0V8Z" />
  );
}

export function DismissIcon() {
  return (
    <Svg d="m4.09 4.22.06-.07a.5.5 0 0 1 .63-.06l.07.06L10 9.29l5.15-5.14a.5.5 0 0 1 .63-.06l.07.06c.18.17.2.44.06.63l-.06.07L10.71 10l5.14 5.15c.18.17.2.44.06.63l-.06.07a.5.5 0 0 1-.63.06l-.07-.06L10 10.71l-5.15 5.14a.5.5 0 0 1-.63.06l-.07-.06a.5.5 0 0 1-.06-.63l.06-.07L9.29 10 4.15 4.85a.5.5 0 0 1-.06-.63l.06-.07-.06.07Z" />
  );
}
