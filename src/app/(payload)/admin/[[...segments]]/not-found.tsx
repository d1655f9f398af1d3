import config from '@payload-config'
import { generatePageMetadata, NotFoundPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'

import { adminViewer } from '../../adminViewer'
import { NotForMembers, notForMembersMetadata } from '../../NotForMembers'
import { importMap } from '../importMap.js'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = async ({ params, searchParams }: Args): Promise<Metadata> =>
  (await adminViewer()) === 'member' ? notForMembersMetadata : generatePageMetadata({ config, params, searchParams })

export default async function AdminNotFound({ params, searchParams }: Args) {
  if ((await adminViewer()) === 'member') return <NotForMembers />
  return NotFoundPage({ config, params, searchParams, importMap })
}
