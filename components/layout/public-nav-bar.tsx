import { NavFrame } from "@/components/layout/nav-frame";
import { Brand, SignedOutDesktop, SignedOutMobile, menuToggleClass } from "@/components/layout/nav-parts";

/**
 * The landing page's bar: the visitor is known to be signed out (the proxy sends cookie holders to the
 * dashboard), so everything is rendered on the server; only the mobile menu toggle is client code. Its
 * section links scroll in place.
 */
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
