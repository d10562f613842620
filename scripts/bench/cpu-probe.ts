// Imported by a bench child: answers "cpu" on its IPC channel with its own CPU
// time in milliseconds, which the bench divides by the replies it served.
// Far steadier than wall time on a machine other work shares.
process.on("message", (message) => {
  if (message !== "cpu") return;
  const { user, system } = process.cpuUsage();
  process.send?.({ cpuMs: (user + system) / 1000 });
});
