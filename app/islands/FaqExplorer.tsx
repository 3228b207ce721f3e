export { FaqExplorer as default } from "~/components/FaqBrowser";
