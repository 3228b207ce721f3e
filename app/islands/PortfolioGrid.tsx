export { PortfolioGrid as default } from "~/components/PortfolioGrid";
