export { CataloguePage } from './components/CataloguePage';
export { ProductPage } from './components/ProductPage';
