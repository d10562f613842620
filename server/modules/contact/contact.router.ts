import { CONTACT_SUCCESS, contactInputSchema } from "../../../shared/contact";
import { publicProcedure, router } from "../../trpc/init";

export const contactRouter = router({
  submit: publicProcedure.input(contactInputSchema).mutation(async ({ ctx, input }) => {
    await ctx.services.contact.submit(input);
    return { message: CONTACT_SUCCESS };
  }),
});
