import Link from 'next/link'

export default function NotFound() {
  return (
    <div className="py-16 text-center">
      <h1 className="font-serif text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-4 text-stone-600">The page you are looking for does not exist.</p>
      <Link href="/" className="mt-6 inline-block text-blue-800 underline">
        Go home
      </Link>
    </div>
  )
}
