import type { ReactNode } from "react";
import { NavLink } from "react-router-dom";

export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
  icon?: ReactNode;
}

interface NavLinksProps {
  items: readonly NavItem[];
  className: string | undefined;
  linkClassName: string | undefined;
  /** Added to the link of the page on screen (which also gets aria-current="page"). */
  activeClassName: string | undefined;
}

/** A navigation's list of links, the current page's marked: the site header, the admin sidebar, the style guide. */
export function NavLinks({ items, className, linkClassName, activeClassName }: NavLinksProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.label}>
          <NavLink
            to={item.to}
            end={item.end}
            className={({ isActive }) => (isActive ? `${linkClassName} ${activeClassName}` : linkClassName)}
          >
            {item.icon}
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
