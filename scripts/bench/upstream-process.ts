import "./cpu-probe";
// The fake OpenAI-compatible upstream in a process of its own, as a real
// provider would be: the gateway and the load generator do not share its CPU.
import { startFakeOpenRouter } from "../../tests/helpers/fake-openrouter";

const upstream = await startFakeOpenRouter();
process.stdout.write(`${JSON.stringify({ baseUrl: upstream.baseUrl })}\n`);
process.on("SIGTERM", () => void upstream.close().then(() => process.exit(0)));
