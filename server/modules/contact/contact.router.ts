import { CONTACT_SUCCESS, contactInputSchema } from "../../../shared/contact";
import { publicProcedure, router } from "../../trpc/init";
import { requestMeta } from "../../trpc/request-meta";

export const contactRouter = router({
  submit: publicProcedure.input(contactInputSchema).mutation(async ({ ctx, input }) => {
    await ctx.services.contact.submit(input, requestMeta(ctx));
    return { message: CONTACT_SUCCESS };
  }),
});
