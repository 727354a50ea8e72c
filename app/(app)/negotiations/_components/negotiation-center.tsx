"use client";

import { useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { FilePlus } from "lucide-react";

import type { LetterDto, TemplateType } from "@/lib/negotiations/types";
import { queryKeys } from "@/lib/query-keys";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { afterHydration, dialogOnFirstOpen } from "@/components/ui/after-hydration";
import { LettersTab } from "./letters-tab";
import { TemplatesTab } from "./templates-tab";
import { TipsTab } from "./tips-tab";

// Both dialogs (Radix Dialog, the letter form with react-hook-form and its selects) load the first time they open;
// they render nothing while closed, and show once they have arrived.
const GenerateLetterDialog = dialogOnFirstOpen(() =>
  import("./generate-letter-dialog").then((m) => m.GenerateLetterDialog),
);
const LetterViewerDialog = afterHydration(
  () => import("./letter-viewer-dialog").then((m) => m.LetterViewerDialog),
  () => null,
  { when: (props) => props.letter !== null },
);

type TabValue = "letters" | "templates" | "tips";

// The Negotiation Center: the header with 'Create Negotiation Letter', the three tabs, the generate dialog
// and the letter viewer. The viewer shows a letter by id from the letters query, so a status change made in it
// (or on a card) is reflected everywhere at once.
export function NegotiationCenter() {
  const letters = useQuery<LetterDto[]>({ queryKey: queryKeys.letters });
  const [tab, setTab] = useState<TabValue>("letters");
  const [generateOpen, setGenerateOpen] = useState(false);
  const [presetType, setPresetType] = useState<TemplateType | undefined>(undefined);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const viewing = letters.data?.find((l) => l.id === viewingId) ?? null;
  // The dialogs have no DialogTrigger, so the button that opened one is remembered to take focus back on close.
  const returnFocus = useRef<HTMLElement | null>(null);
  const rememberFocus = () => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };

  function openGenerate(templateType?: TemplateType) {
    rememberFocus();
    setPresetType(templateType);
    setGenerateOpen(true);
  }

  function openViewer(id: string) {
    rememberFocus();
    setViewingId(id);
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Negotiation Center</h1>
          <p className="mt-1.5 text-muted-foreground">
            Write professional letters asking your creditors for a hardship arrangement, a settlement or a payment plan.
          </p>
        </div>
        <Button type="button" onClick={() => openGenerate()} className="sm:shrink-0">
          <FilePlus aria-hidden="true" />
          Create Negotiation Letter
        </Button>
      </header>

      <Tabs value={tab} onValueChange={(value) => setTab(value as TabValue)}>
        {/* Scrolls sideways inside itself on the narrowest phones rather than widening the page. */}
        <div className="max-w-full overflow-x-auto">
          <TabsList>
            <TabsTrigger value="letters">Your Letters ({letters.data?.length ?? 0})</TabsTrigger>
            <TabsTrigger value="templates">Templates</TabsTrigger>
            <TabsTrigger value="tips">Negotiation Tips</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="letters" className="mt-4">
          <LettersTab query={letters} onView={openViewer} onCreate={() => openGenerate()} />
        </TabsContent>
        <TabsContent value="templates" className="mt-4">
          <TemplatesTab onUseTemplate={openGenerate} />
        </TabsContent>
        <TabsContent value="tips" className="mt-4">
          <TipsTab />
        </TabsContent>
      </Tabs>

      <GenerateLetterDialog
        open={generateOpen}
        onOpenChange={setGenerateOpen}
        defaultTemplateType={presetType}
        returnFocusRef={returnFocus}
        onGenerated={(letter) => {
          setTab("letters");
          setViewingId(letter.id);
        }}
      />
      <LetterViewerDialog letter={viewing} onClose={() => setViewingId(null)} returnFocusRef={returnFocus} />
    </div>
  );
}
