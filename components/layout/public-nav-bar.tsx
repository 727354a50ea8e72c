import { NavFrame } from "@/components/layout/nav-frame";
import { Brand, SignedOutDesktop, SignedOutMobile, menuToggleClass } from "@/components/layout/nav-parts";

/** The proxy sends cookie holders to the dashboard, so the visitor here is signed out and all renders on the server. */
export function PublicNavBar() {
  return (
    <NavFrame
      brand={<Brand />}
      desktop={<SignedOutDesktop anchorPrefix="" />}
      mobile={<SignedOutMobile anchorPrefix="" />}
      toggleClassName={menuToggleClass}
    />
  );
}
