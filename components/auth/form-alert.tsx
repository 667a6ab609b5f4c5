export function FormAlert({ tone, children }: { tone: 'error' | 'info'; children: string | null }) {
  if (!children) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-3 py-2 text-sm ${tone === 'error' ? 'bg-danger-50 text-danger-600' : 'bg-brand-50 text-brand-900'}`}
    >
      {children}
    </p>
  );
}
