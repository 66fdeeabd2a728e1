// The baseline: a bare Koa hello-world, the most our framework can do on this box.
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { hello: 'world' };
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : ''}\n`);
});
