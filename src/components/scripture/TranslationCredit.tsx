/** The translation the site quotes, credited wherever its text is shown. */
export function TranslationCredit() {
  return <p className="mt-10 text-sm text-stone-600">Scripture quotations are from the World English Bible (WEB), which is in the public domain.</p>
}
