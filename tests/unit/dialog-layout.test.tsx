import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { useForm } from "react-hook-form";

import { DialogLayout } from "@/components/dialogs/dialog-shell";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { Dialog } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";

// The shared dialog and form pieces render the markup the dialogs wrote out before (components/dialogs,
// components/forms): the heading's title and description tied to the dialog, the body, then the footer row; a
// checkbox labelled and described by its own texts.

const inDialog = (content: ReactNode) => renderToStaticMarkup(<Dialog open>{content}</Dialog>);

describe("DialogLayout", () => {
  it("lays out the heading, then the body, then the footer", () => {
    const html = inDialog(
      <DialogLayout
        title="Log Payment"
        description="Record a payment."
        footer={<button type="button">Continue</button>}
      >
        <p>Body</p>
      </DialogLayout>,
    );
    expect(html).toMatch(
      /data-slot="dialog-header".*<h2[^>]*data-slot="dialog-title"[^>]*>Log Payment<\/h2><p[^>]*data-slot="dialog-description"[^>]*>Record a payment\.<\/p><\/div><p>Body<\/p><div data-slot="dialog-footer"[^>]*><button type="button">Continue<\/button><\/div>$/,
    );
  });

  it("has no footer row without a footer, and passes the description's props on", () => {
    const html = inDialog(
      <DialogLayout
        title="Plan not available"
        description={<div className="badges">badges</div>}
        descriptionProps={{ asChild: true, role: "alert" }}
        headerClassName="border-b"
        titleClassName="text-xl"
      />,
    );
    expect(html).not.toContain("dialog-footer");
    expect(html).toMatch(/<div[^>]*data-slot="dialog-header"[^>]*class="[^"]*border-b"/);
    expect(html).toMatch(/<h2[^>]*class="[^"]*text-xl"/);
    expect(html).toMatch(/<div class="[^"]*badges"[^>]*data-slot="dialog-description" role="alert">badges<\/div>/);
  });
});

function CheckboxForm() {
  const form = useForm<{ canWrite: boolean }>({ defaultValues: { canWrite: false } });
  return (
    <Form {...form}>
      <CheckboxField
        control={form.control}
        name="canWrite"
        label="Allow changes (write access)"
        description="Leave it off to only read."
      />
    </Form>
  );
}

it("CheckboxField renders a checkbox labelled and described by its texts", () => {
  const html = renderToStaticMarkup(<CheckboxForm />);
  const id = /<button[^>]*role="checkbox"[^>]*\sid="([^"]+)"/.exec(html)?.[1];
  expect(id).toBeDefined();
  expect(html).toMatch(/<button[^>]*role="checkbox"[^>]*aria-checked="false"/);
  expect(html).toContain(`aria-describedby="${id}-description"`);
  expect(html).toMatch(new RegExp(`<label[^>]*for="${id}"[^>]*>Allow changes \\(write access\\)</label>`));
  expect(html).toMatch(new RegExp(`<p[^>]*id="${id}-description"[^>]*>Leave it off to only read\\.</p>`));
});
