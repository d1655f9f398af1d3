/** Where a server page redirected to (Next's redirect() throws with the address in its digest), or undefined. */
export const redirectOf = async (render: Promise<unknown>): Promise<string | undefined> => {
  try {
    await render
    return undefined
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? ''
    if (!digest.startsWith('NEXT_REDIRECT')) throw error
    return digest.split(';')[2]
  }
}
