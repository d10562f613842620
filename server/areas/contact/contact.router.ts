import { CONTACT_SUCCESS, contactInputSchema } from "../../../shared/contact";
import { requestMeta } from "../../core/request-meta";
import { publicProcedure, router } from "../../core/trpc";

export const contactRouter = router({
  submit: publicProcedure.input(contactInputSchema).mutation(async ({ ctx, input }) => {
    await ctx.services.contact.submit(input, requestMeta(ctx));
    return { message: CONTACT_SUCCESS };
  }),
});
