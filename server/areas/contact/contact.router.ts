import { contactInputSchema } from "../../../shared/contact";
import { englishText } from "../../../shared/server-messages";
import { requestMeta } from "../../core/request-meta";
import { publicProcedure, router } from "../../core/trpc";

export const contactRouter = router({
  submit: publicProcedure.input(contactInputSchema).mutation(async ({ ctx, input }) => {
    await ctx.services.contact.submit(input, requestMeta(ctx));
    return { message: englishText("contact.sent") };
  }),
});
