import Link from "@/components/ui/link";
import { FileUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";

/** Without Plaid keys: what is missing, who can fix it, and the keyless way in (file import). */
export function NoProviderCard() {
  return (
    <Card role="region" aria-labelledby="no-provider-heading" data-testid="plaid-no-provider">
      <CardHeader>
        <h2 id="no-provider-heading" className="text-lg font-semibold">
          Bank connections are not set up on this site
        </h2>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">
          Bank connections need a provider (Plaid) configured by the site owner; import a file from your bank instead.
          Most banks and card issuers let you download your transactions as a CSV, OFX or QFX file.
        </p>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline">
          <Link href="/imports">
            <FileUp aria-hidden="true" />
            Import a file
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
