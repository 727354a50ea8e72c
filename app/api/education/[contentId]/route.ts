import { route } from "@/lib/api";
import { getEducationArticle } from "@/lib/education/service";

// GET /api/education/{contentId} -> EducationArticleDto (the item plus its content); 404 for an unknown id.
export const GET = route({}, ({ user, params }) => getEducationArticle(user.id, params.contentId!));
