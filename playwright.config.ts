import { existsSync } from "node:fs";

import { defineConfig, devices } from "@playwright/test";

import { launcherArgs } from "./scripts/lib/launcher";

/**
 * Runs against the production build (`next start`), which `npm test` builds once and
 * serves on E2E_PORT with the e2e database. Chromium comes from Debian where Playwright
 * cannot download its own.
 */
const port = Number(process.env.E2E_PORT || 3100);
// E2E_BASE_URL: run against a server already running (e.g. `next dev` while writing a test).
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://localhost:${port}`;
const systemChromium = "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.spec.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/e2e.json" }]],
  // Traces and screenshots of failures. Playwright empties this folder when it starts, so it is
  // not test-results/ itself, where the other reports are kept.
  outputDir: "test-results/playwright",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // The files that time the server or measure its disk run after the others, one at a time,
  // so that no test running beside them on these two cores decides what they measure. `npm test`
  // runs each project on its own, in this order (scripts/test.ts), so that a failure in one
  // does not keep the later ones from running.
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: /diskGrowth|publishing|featureFlags|donate/ },
    // publishing and desk-publishing time a publish reaching readers (under 1 s): one at a time.
    { name: "timed", use: { ...devices["Desktop Chrome"] }, testMatch: /publishing\.e2e\.spec\.ts/, workers: 1, dependencies: ["chromium"] },
    { name: "after the rest", use: { ...devices["Desktop Chrome"] }, testMatch: /diskGrowth\.e2e\.spec\.ts/, dependencies: ["timed"] },
    // Switch sections off, and the donation provider, in the site settings, which every page
    // reads (the header's Donate button): nothing runs beside them.
    { name: "settings", use: { ...devices["Desktop Chrome"] }, testMatch: /(featureFlags|donate)\.e2e\.spec\.ts/, workers: 1, dependencies: ["after the rest"] },
  ],
  webServer: external
    ? undefined
    : {
        command: `node ${launcherArgs('start', '--port', String(port)).join(' ')}`,
        url: `${baseURL}/`,
        timeout: 120_000,
        // `npm test` starts this server once for all the projects (E2E_SERVER_RUNNING).
        reuseExistingServer: process.env.E2E_SERVER_RUNNING === "1",
        // SIGTERM lets scripts/serve.ts stop Next cleanly (a SIGKILL would orphan it).
        gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
        stdout: "pipe",
        env: {
          PORT: String(port),
          // The browser tests stand behind a "proxy" at 127.0.0.1: a test that must be a client
          // of its own (rate limits) sends X-Forwarded-For from the browser. Requests from any
          // other address (tests/e2e/fromAddress.ts) are not trusted, whatever they claim.
          TRUST_PROXY: "127.0.0.1",
          SERVER_URL: baseURL,
          DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
          UPLOADS_DIR: process.env.UPLOADS_DIR ?? "",
          PAYLOAD_SECRET:
            process.env.PAYLOAD_SECRET || "e2e-secret-not-for-production",
          // The jobs queue (scheduled publishing, newsletter batches) is polled every 5 s, so a
          // spec waits seconds rather than a quarter of a minute for what it scheduled.
          JOBS_CRON: "*/5 * * * * *",
          // Stripe's keys are not the server's: the creator enters them in the admin
          // (tests/e2e/donate.e2e.spec.ts), as on a fresh site. The specs keep them, to sign webhooks.
          STRIPE_SECRET_KEY: "",
          STRIPE_WEBHOOK_SECRET: "",
        },
      },
});
