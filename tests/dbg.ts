import { startTestApp } from './api/helpers.ts';
const t = await startTestApp();
const r = await t.app.inject({ method: 'POST', url: '/prod-api/login', payload: { password: 'x' } });
console.log(r.body);
await t.close();
