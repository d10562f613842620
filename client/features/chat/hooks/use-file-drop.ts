import { type DragEvent, useCallback, useRef, useState } from "react";

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes("Files");

/**
 * Files dragged onto the chat: `dragging` while they are over it (the drop hint shows), `onFiles` with
 * what was dropped. Text dragged within the page is left alone. The enter/leave count keeps the hint up
 * while the pointer crosses the chat's own elements, each of which fires its own enter and leave.
 */
export function useFileDrop(onFiles: (files: File[]) => void, enabled: boolean) {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);

  const onDragEnter = useCallback(
    (event: DragEvent) => {
      if (!enabled || !carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDragging(true);
    },
    [enabled],
  );
  const onDragOver = useCallback(
    (event: DragEvent) => {
      if (!enabled || !carriesFiles(event)) return;
      // Without this the browser opens the dropped file in place of the chat.
      event.preventDefault();
      event.dataTransfer.dropEffect = "copy";
    },
    [enabled],
  );
  const onDragLeave = useCallback((event: DragEvent) => {
    if (!carriesFiles(event)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  }, []);
  const onDrop = useCallback(
    (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      setDragging(false);
      if (enabled) onFiles(Array.from(event.dataTransfer.files));
    },
    [enabled, onFiles],
  );

  return { dragging, handlers: { onDragEnter, onDragOver, onDragLeave, onDrop } };
}
