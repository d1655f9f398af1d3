import { tmpdir } from 'node:os'
import path from 'node:path'

import { inject } from 'vitest'

// Read by payload.config.ts when a test first imports it.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET ||= 'test-secret-not-for-production'
process.env.DISABLE_PAYLOAD_HMR = 'true'
// Each suite runs the jobs it queues itself (payload.jobs.run), never on a timer.
process.env.JOBS_AUTORUN = 'false'
// Outgoing mail goes to the loopback catcher of tests/setup/smtp.ts (read by src/lib/email/adapter.ts).
process.env.SMTP_HOST = '127.0.0.1'
process.env.SMTP_PORT = String(inject('smtpPort'))
process.env.SMTP_SECURE = 'false'
delete process.env.SMTP_USER
process.env.TEST_MAILBOX_URL = inject('mailboxUrl')
// Images uploaded by tests stay out of the project's media/ folder.
process.env.UPLOADS_DIR = path.join(tmpdir(), 'discernment-test-uploads')
