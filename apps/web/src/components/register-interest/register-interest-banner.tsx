/** A failure to show above the fields: the words alone are the alert, so they are read without the icon. */
export function RegisterInterestBanner({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className="mb-6 flex items-start gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-4">
      <span aria-hidden="true" className="text-xl text-red-700">
        ✕
      </span>
      <p role="alert" className="font-semibold text-slate-900">
        {message}
      </p>
    </div>
  );
}
