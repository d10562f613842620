import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { httpStatusOf, isUnauthorized } from "../../../lib/errors";
import { PATHS } from "../../../lib/paths";
import { clearAdminSession } from "../../../lib/session";

interface Options {
  /** Where a 404 goes (the user screens send it back to /admin/users, docs/product/data.md#states-and-transitions). */
  notFoundTo?: string;
}

/**
 * docs/product/data.md#states-and-transitions "Admin session": a 401 that the token refresh could not cure
 * removes the admin keys and goes to /admin/login. Returns whether the error
 * is handled by a redirect, so the screen shows no error text meanwhile.
 */
export function useAdminErrorRedirect(error: unknown, { notFoundTo }: Options = {}): boolean {
  const navigate = useNavigate();
  const unauthorized = error != null && isUnauthorized(error);
  const notFound = error != null && notFoundTo !== undefined && httpStatusOf(error) === 404;

  useEffect(() => {
    if (unauthorized) {
      clearAdminSession();
      navigate(PATHS.adminLogin, { replace: true });
    } else if (notFound && notFoundTo) {
      navigate(notFoundTo, { replace: true });
    }
  }, [unauthorized, notFound, notFoundTo, navigate]);

  return unauthorized || notFound;
}
