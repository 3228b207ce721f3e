export { PlansExplorer as default } from "~/components/PlansExplorer";
