/** `npm run test:pg` runs the server suite against PostgreSQL: refuse to run silently on PGlite. */
const url = process.env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(url)) {
  console.error('test:pg needs DATABASE_URL=postgres://user:password@host:5432/database');
  process.exit(2);
}
