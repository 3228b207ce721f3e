export { ServiceExplorer as default } from "~/components/ServiceExplorer";
