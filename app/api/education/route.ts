import { route } from "@/lib/api";
import { listEducation, parseCategoryFilter } from "@/lib/education/service";

// GET /api/education[?category=debt_management|savings|investing|credit] -> EducationItemDto[] (catalogue order,
// no article text, each with the user's progress). 400 for an unknown category.
export const GET = route({}, ({ req, user }) =>
  listEducation(user.id, parseCategoryFilter(req.nextUrl.searchParams.get("category"))),
);
