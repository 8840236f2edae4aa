// supabase-js 2.109 wants a WebSocket constructor when a client is created, even if realtime is
// never used; Node 20 has none built in. Integration tests run in Node, so lend it the `ws` one.
import { WebSocket } from 'ws';

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
