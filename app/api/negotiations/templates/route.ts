import { route } from "@/lib/api";
import { listTemplates } from "@/lib/negotiations/service";

// GET /api/negotiations/templates -> TemplateDto[] (hardship, settlement, payment_plan), in display order.
export const GET = route({}, () => listTemplates());
