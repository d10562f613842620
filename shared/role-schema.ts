import { z } from "zod";
import { ROLES } from "./roles";

/** A plan (= user role) on the wire; kept apart from ./roles so that module stays free of zod. */
export const roleSchema = z.enum(ROLES);
