// Imported by a bench child: answers "cpu" on its IPC channel with its own CPU
// time in milliseconds (every thread: the main loop, GC, the JIT) and how many
// times it has gone to sleep and been woken (voluntary context switches), which
// the bench divides by the replies it served. CPU time is far steadier than
// wall time on a machine other work shares; wakeups say how much of it is paid
// per event-loop turn rather than per byte (BENCHMARKS.md, "An honest floor").
process.on("message", (message) => {
  if (message !== "cpu") return;
  const usage = process.resourceUsage();
  process.send?.({ cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, wakeups: usage.voluntaryContextSwitches });
});
