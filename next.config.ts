import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // Uploaded images are served by Payload's file route under /cms-api.
  images: {
    localPatterns: [{ pathname: '/cms-api/uploads/file/**' }],
  },
  poweredByHeader: false,
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
