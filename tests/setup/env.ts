import { inject } from 'vitest'

// Read by payload.config.ts when a test first imports it.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET ||= 'test-secret-not-for-production'
process.env.DISABLE_PAYLOAD_HMR = 'true'
