import { Outlet, ScrollRestoration } from "react-router-dom";

/** Wraps every route: new navigations start at the top, back/forward restore the old position. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
