/** The institution's tools: the home page's tool cards. */
export { useInstitutionTools } from './api/useInstitutionTools';
export { ToolGrid } from './components/ToolGrid';
export { toolCards } from './toolCards';
