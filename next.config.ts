import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // Uploaded images are served by Payload's file route under /cms-api.
  images: {
    localPatterns: [{ pathname: '/cms-api/uploads/file/**' }],
    // Our largest stored size is the 1600 px hero: wider variants would only upscale, and every
    // listed width adds a URL to each image's srcset in every page's HTML.
    deviceSizes: [640, 828, 1200, 1600],
    imageSizes: [96, 192, 384],
  },
  poweredByHeader: false,
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
