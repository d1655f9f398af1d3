import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { creatorOnlyAdminPath } from '@/access'

import { adminViewer, membersPage } from '../../adminViewer'
import { NotForMembers, notForMembersMetadata } from '../../NotForMembers'
import { importMap } from '../importMap.js'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = async ({ params, searchParams }: Args): Promise<Metadata> =>
  (await adminViewer()) === 'member'
    ? notForMembersMetadata
    : generatePageMetadata({ config, params, searchParams })

/** Members are sent to one address, as Payload itself does, and shown only NotForMembers there. */
export default async function AdminPage({ params, searchParams }: Args) {
  const viewer = await adminViewer()
  // An optional catch-all: /admin itself comes without segments.
  const { segments = [] } = await params
  // An editor's own account is /admin/account, never the users collection.
  if (viewer === 'editor' && creatorOnlyAdminPath(segments)) notFound()
  if (viewer === 'member') {
    const target = await membersPage()
    if (`${(await config).routes.admin}/${segments.join('/')}` !== target) redirect(target)
    return <NotForMembers />
  }
  return RootPage({ config, params, searchParams, importMap })
}
