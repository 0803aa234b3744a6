/**
 * The product mark: a speech bubble (language) holding a child's head and sound waves
 * (assessment of speech). Inline SVG so it costs no request and scales with `size`.
 */
export function Logo({ size = 32, title }: { size?: number; title?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={title} aria-hidden={title ? undefined : true} data-testid="logo">
      {title && <title>{title}</title>}
      <rect width="48" height="48" rx="12" fill="#1f7a8c" />
      <path d="M12 12h24a5 5 0 0 1 5 5v11a5 5 0 0 1-5 5H23l-7.5 6.5V33H12a5 5 0 0 1-5-5V17a5 5 0 0 1 5-5z" fill="#fff" />
      <circle cx="18.5" cy="20" r="3.4" fill="#f4a259" />
      <path d="M13.5 29c.8-3.2 2.7-4.8 5-4.8s4.2 1.6 5 4.8" fill="#f4a259" />
      <path d="M27 18.5a5 5 0 0 1 0 7M31 16a9 9 0 0 1 0 12" stroke="#1f7a8c" strokeWidth="2.2" fill="none" strokeLinecap="round" />
    </svg>
  );
}
