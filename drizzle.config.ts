import { defineConfig } from "drizzle-kit";

// `drizzle-kit generate` needs only the schema. Commands that talk to a server (migrate, studio)
// use DATABASE_URL; the services themselves migrate with `npm run db:migrate`.
export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./services/db/schema.ts",
    "./services/db/paper-schema.ts",
    "./services/db/alerts-schema.ts",
    "./services/db/scrip-master-schema.ts",
    "./services/db/once-claims-schema.ts",
    "./services/db/lease-schema.ts",
    "./services/db/follower-results-schema.ts",
  ],
  out: "./services/db/migrations",
  ...(process.env.DATABASE_URL ? { dbCredentials: { url: process.env.DATABASE_URL } } : {}),
});
