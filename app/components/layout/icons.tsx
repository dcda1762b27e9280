/**
 * The product's icons: Lucide's outlines (the `lucide` package, pinned; each icon its own ES module, so
 * only the ones named here reach the browser's bundle — docs/decisions/0043-layout-and-accessibility.md).
 * Always decorative: the link or button beside it carries the name, so every icon is aria-hidden. One
 * definition serves both the menu's markup string (app/lib/html.ts) and React.
 */
import { createElement } from "react";
import {
  BadgeCheck,
  Banknote,
  Bell,
  Building2,
  CalendarDays,
  Cake,
  ChevronDown,
  CircleUser,
  ClipboardCheck,
  Clock,
  Code,
  FileText,
  Filter,
  FolderTree,
  Globe,
  HardHat,
  House,
  Image,
  KeyRound,
  LayoutGrid,
  Languages,
  LogOut,
  Mail,
  Menu,
  Network,
  QrCode,
  ScrollText,
  ShieldCheck,
  UserCog,
  Users,
  Wallet,
  type IconNode,
} from "lucide";
import { Html, escapeHtml } from "~/lib/html";

export type { IconNode };

export const icons = {
  bell: Bell,
  cake: Cake,
  chevron: ChevronDown,
  filter: Filter,
  language: Languages,
  logout: LogOut,
  menu: Menu,
  qr: QrCode,
  user: CircleUser,
} as const;

/** The menu's first level by id (contract/navigation.ts); an id not named here shows a neutral square. */
const MENU_ICONS: Record<string, IconNode> = {
  home: House,
  companies: Building2,
  developer: Code,
  "invited-user": Mail,
  access: KeyRound,
  banners: Image,
  approval: BadgeCheck,
  portal: Globe,
  "activity-log": ScrollText,
  "access-level": ShieldCheck,
  ejourney: HardHat,
  "project-pob": ClipboardCheck,
  employees: Users,
  organization: Network,
  attendance: Clock,
  leave: CalendarDays,
  payroll: Wallet,
  services: UserCog,
  references: FolderTree,
  reports: FileText,
  finance: Banknote,
};

export const menuIcon = (id: string): IconNode => MENU_ICONS[id] ?? LayoutGrid;

const ROOT = 'xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"';

/** An icon as markup, for the parts of a page written as strings (the menu). */
const markups = new Map<IconNode, Html>();
export function iconMarkup(node: IconNode): Html {
  let markup = markups.get(node);
  if (!markup) {
    const children = node.map(([tag, attrs]) => `<${tag}${Object.entries(attrs).map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`).join("")}/>`);
    markups.set(node, (markup = new Html(`<svg class="icon" ${ROOT}>${children.join("")}</svg>`)));
  }
  return markup;
}

/** An icon in React: decorative, sized by the text around it unless `size` says otherwise. */
export function Icon({ icon, size = 20, className }: { icon: IconNode; size?: number; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `icon ${className}` : "icon"}
    >
      {node(icon)}
    </svg>
  );
}

const node = (icon: IconNode) => icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }));
